import { render, screen } from '@testing-library/react';
import { MemoryRouter, Routes } from 'react-router';
import { exposedFileOf } from '../../config/screen-routes';
import { standaloneScreens } from '../standalone-screens';

test('names the exposed file of a module the way the remotes name them', () => {
  expect(exposedFileOf('./PolicyPage')).toBe('policy-page');
  expect(exposedFileOf('./EmissionResultPage')).toBe('emission-result-page');
  expect(exposedFileOf('./ServiceNewPage')).toBe('service-new-page');
});

test("routes a remote's screens of the route table, loading each module once", async () => {
  const load = jest.fn(async (file: string) => ({ default: () => <h1>{file}</h1> }));
  const routes = standaloneScreens('mf_emission', load);
  expect(routes.map((r) => r.props.path)).toEqual(['/policy/:id/emission', '/emission/result', '/emision/resultado']);

  render(
    <MemoryRouter initialEntries={['/emision/resultado']}>
      <Routes>{routes}</Routes>
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { name: 'emission-result-page' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
  expect(load).toHaveBeenCalledWith('emission-result-page');
});

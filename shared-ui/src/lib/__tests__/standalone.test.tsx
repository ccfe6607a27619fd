import { act, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { useAuthStore } from '../../stores/auth-store';
import { mountStandalone } from '../standalone';

afterEach(() => {
  document.body.innerHTML = '';
});

test('renders the route table in <main> and makes sign-in inert', async () => {
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  const info = jest.spyOn(console, 'info').mockImplementation(() => {});

  await act(async () => {
    mountStandalone({ name: 'mf-test', routes: <Route path="/" element={<h1>Inicio</h1>} /> });
  });

  expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Inicio' }));
  await expect(useAuthStore.getState().login({ returnTo: '/app' })).resolves.toBeUndefined();
  expect(info).toHaveBeenCalledWith('mf-test (standalone): el inicio de sesión lo provee el shell.', {
    returnTo: '/app',
  });
  info.mockRestore();
});

test('fails clearly without #root', () => {
  expect(() => mountStandalone({ name: 'mf-test', routes: null })).toThrow(
    'mf-test: falta el elemento #root en index.html',
  );
});

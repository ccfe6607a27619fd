// The browser packages' jest runs map every `*.module.css` import to tooling/jest/css-module-stub.cjs.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const webPreset = require('../jest/web.cjs') as (dir: string) => { moduleNameMapper: Record<string, string> };
import styles from '../jest/css-module-stub.cjs';

describe('the CSS module stub', () => {
  it('gives each class name as itself, through a default import as every component writes it', () => {
    expect(styles.card).toBe('card');
    expect(styles['plan-carousel__item']).toBe('plan-carousel__item');
  });

  it('is what the browser preset maps *.module.css to, before the other style files', () => {
    const mapper = Object.entries(webPreset(__dirname).moduleNameMapper);
    const index = mapper.findIndex(([pattern]) => new RegExp(pattern).test('./plan.module.css'));
    expect(mapper[index]![1]).toBe(require.resolve('../jest/css-module-stub.cjs'));
    expect(index).toBeLessThan(mapper.findIndex(([pattern]) => new RegExp(pattern).test('./plan.css')));
  });
});

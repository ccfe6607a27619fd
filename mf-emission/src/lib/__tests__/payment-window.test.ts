import { BLOB_URL_LIFETIME_MS, openPaymentWindow, PAYMENT_PLACEHOLDER_TEXT } from '../payment-window';

// jsdom's Blob has no text().
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

describe('openPaymentWindow', () => {
  const createObjectURL = jest.fn((_blob: Blob) => 'blob:http://localhost/placeholder');
  const revokeObjectURL = jest.fn();

  beforeEach(() => {
    jest.useFakeTimers();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
  });

  it('opens a placeholder page from a blob URL, revoked after 60 seconds', async () => {
    const fake = { location: { href: '' }, close: jest.fn(), opener: window };
    const open = jest.spyOn(window, 'open').mockReturnValue(fake as unknown as Window);

    const tab = openPaymentWindow();

    expect(open).toHaveBeenCalledWith('blob:http://localhost/placeholder', '_blank');
    const blob = createObjectURL.mock.calls[0]![0];
    expect(blob.type).toBe('text/html');
    expect(fake.opener).toBeNull();

    jest.advanceTimersByTime(BLOB_URL_LIFETIME_MS - 1);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/placeholder');

    tab!.redirect('https://pagos.example/pagar/abc');
    expect(fake.location.href).toBe('https://pagos.example/pagar/abc');
    tab!.close();
    expect(fake.close).toHaveBeenCalled();

    jest.useRealTimers(); // jsdom's FileReader runs on timers
    expect(await readText(blob)).toContain(PAYMENT_PLACEHOLDER_TEXT);
  });

  it('returns null when the browser blocks the tab', () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    expect(openPaymentWindow()).toBeNull();
  });
});

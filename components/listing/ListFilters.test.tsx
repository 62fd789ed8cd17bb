/** @jest-environment jsdom */
import type { FilterOptions, ListFilter } from '@/lib/listings/filters';
import { hydrateAfter, unmountHydrated } from '@/test/hydrate';
import ListFilters from './ListFilters';

const options: FilterOptions = { year: true, month: true, query: true };
const rendered: ListFilter = { year: 2026, month: 0, query: '' };

// The server's HTML of the filters, changed as a visitor would before the scripts ran, then hydrated.
describe('ListFilters, chosen before the page hydrated', () => {
  afterEach(unmountHydrated);

  async function hydrateChanged(change: (form: HTMLFormElement) => void) {
    const onChange = jest.fn();
    await hydrateAfter(<ListFilters filter={rendered} years={[2026, 2025]} options={options} onChange={onChange} noun="news" />, (container) =>
      change(container.querySelector('form')!),
    );
    return onChange;
  }

  it('follows a year picked and a title typed while the scripts were on their way', async () => {
    const onChange = await hydrateChanged((form) => {
      form.querySelector<HTMLSelectElement>('select[name="year"]')!.value = '2025';
      form.querySelector<HTMLInputElement>('input[name="q"]')!.value = 'sports';
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ year: 2025, month: 0, query: 'sports' }, 'replace');
  });

  it('follows "All Years" too', async () => {
    const onChange = await hydrateChanged((form) => {
      form.querySelector<HTMLSelectElement>('select[name="year"]')!.value = 'all';
    });
    expect(onChange).toHaveBeenCalledWith({ year: 'all', month: 0, query: '' }, 'replace');
  });

  it('changes nothing when nothing was touched', async () => {
    const onChange = await hydrateChanged(() => undefined);
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('ListFilters on a reload, where the browser restores some controls and not others', () => {
  afterEach(() => {
    unmountHydrated();
    window.history.replaceState(null, '', '/');
  });

  it('keeps the address\'s title when the title box comes back empty, and rewrites nothing', async () => {
    window.history.replaceState(null, '', '/photo-gallery#month=5&q=Narwhal');
    const onChange = jest.fn();
    await hydrateAfter(<ListFilters filter={rendered} years={[2026, 2025]} options={options} onChange={onChange} noun="albums" />, (container) => {
      // The month select is restored by the browser; the title box (autocomplete off) is not.
      container.querySelector<HTMLSelectElement>('select[name="month"]')!.value = '5';
    });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('still follows a title typed before hydration over the address\'s', async () => {
    window.history.replaceState(null, '', '/photo-gallery#q=Narwhal');
    const onChange = jest.fn();
    await hydrateAfter(<ListFilters filter={rendered} years={[2026, 2025]} options={options} onChange={onChange} noun="albums" />, (container) => {
      container.querySelector<HTMLInputElement>('input[name="q"]')!.value = 'kite';
    });
    expect(onChange).toHaveBeenCalledWith({ year: 2026, month: 0, query: 'kite' }, 'replace');
  });
});

/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Tabs from './Tabs';

const TABS = ['Labs', 'Library', 'Play Area', 'Auditorium'].map((label) => ({ label, panel: <p>{label} panel</p> }));

function setup(orientation: 'horizontal' | 'vertical' = 'horizontal', onSelect?: (index: number) => void) {
  render(<Tabs label="Facilities" tabs={TABS} orientation={orientation} onSelect={onSelect} />);
  return screen.getAllByRole('tab');
}

const selected = () => screen.getAllByRole('tab').findIndex((tab) => tab.getAttribute('aria-selected') === 'true');

test('the first tab is selected and only its panel is shown; every panel is in the document', () => {
  const tabs = setup();
  expect(screen.getByRole('tablist', { name: 'Facilities' })).toBeInTheDocument();
  expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  expect(tabs[0]).toHaveAttribute('tabindex', '0');
  expect(tabs[1]).toHaveAttribute('tabindex', '-1');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Labs panel');
  expect(screen.getByText('Library panel', { selector: 'p' })).not.toBeVisible();
  expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tabs[0]!.id);
});

test('arrow keys move and select, wrapping round; Home and End jump', async () => {
  const user = userEvent.setup();
  const tabs = setup();
  tabs[0]!.focus();
  await user.keyboard('{ArrowRight}');
  expect(selected()).toBe(1);
  expect(tabs[1]).toHaveFocus();
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Library panel');
  await user.keyboard('{End}');
  expect(selected()).toBe(3);
  await user.keyboard('{ArrowRight}');
  expect(selected()).toBe(0);
  await user.keyboard('{ArrowLeft}');
  expect(selected()).toBe(3);
  await user.keyboard('{Home}');
  expect(selected()).toBe(0);
  expect(tabs[0]).toHaveFocus();
});

test('vertical tabs also answer the up and down arrows', async () => {
  const user = userEvent.setup();
  const onSelect = jest.fn();
  const tabs = setup('vertical', onSelect);
  expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
  tabs[0]!.focus();
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(selected()).toBe(2);
  await user.keyboard('{ArrowUp}');
  expect(selected()).toBe(1);
  expect(onSelect).toHaveBeenLastCalledWith(1);
});

test('a click selects a tab', async () => {
  const user = userEvent.setup();
  setup();
  await user.click(screen.getByRole('tab', { name: 'Auditorium' }));
  expect(selected()).toBe(3);
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Auditorium panel');
});

/** @jest-environment jsdom */
import { focusField } from './fieldProps';

/** The elements scrolled to, in order (jsdom lays nothing out, so scrolling is recorded, not done). */
let scrolled: Element[] = [];

beforeEach(() => {
  scrolled = [];
  Element.prototype.scrollIntoView = function record(this: Element) {
    scrolled.push(this);
  };
  document.body.innerHTML = `
    <form>
      <div id="name-block"><label for="name">Name</label><div class="wrap"><input id="name" name="name"></div></div>
      <fieldset id="gender-block"><legend>Gender</legend>
        <label><input type="radio" name="gender" value="Female"> Female</label>
        <label><input type="radio" name="gender" value="Male"> Male</label>
      </fieldset>
    </form>`;
});

test('a field takes focus, and the block holding its label is scrolled to, not the field alone', () => {
  focusField('name');
  expect(document.activeElement).toBe(document.getElementById('name'));
  expect(scrolled).toEqual([document.getElementById('name-block')]);
});

test('a group of radios, named rather than identified, focuses its first and scrolls to its legend', () => {
  focusField('gender');
  expect(document.activeElement).toBe(document.querySelector('input[value="Female"]'));
  expect(scrolled).toEqual([document.getElementById('gender-block')]);
});

test('a field the page does not hold is left alone', () => {
  focusField('nowhere');
  expect(document.activeElement).toBe(document.body);
  expect(scrolled).toEqual([]);
});

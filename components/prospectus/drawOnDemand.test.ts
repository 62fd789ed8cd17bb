/** @jest-environment jsdom */
import { drawOnDemand, type FlipRender, type FrameScheduler } from './drawOnDemand';

/** Frames that run only when the test says a frame has passed. */
function manualFrames() {
  let queue: ((time: number) => void)[] = [];
  let time = 1000;
  const frames: FrameScheduler = {
    request: (callback) => queue.push(callback),
    cancel: () => {
      queue = [];
    },
    now: () => time,
  };
  const nextFrame = () => {
    time += 16;
    const due = queue;
    queue = [];
    due.forEach((callback) => callback(time));
  };
  return { frames, nextFrame, pending: () => queue.length };
}

/** A stand-in for page-flip's Render: a turn lasts `turnFrames` drawn frames. */
function fakeRender(turnFrames = 3) {
  const drawn: number[] = [];
  const render = {
    animation: null as object | null,
    timer: 0,
    startedAt: 0,
    render(time: number) {
      if (this.animation && drawn.length - this.startedAt >= turnFrames) this.animation = null;
      this.timer = time;
      drawn.push(time);
    },
    startAnimation() {
      this.animation = {};
      this.startedAt = drawn.length;
    },
    setLeftPage() {},
  };
  return { render, drawn };
}

test('draws nothing while nothing changes', () => {
  const { frames, nextFrame, pending } = manualFrames();
  const { render, drawn } = fakeRender();
  drawOnDemand(render as FlipRender, frames);
  for (let frame = 0; frame < 60; frame += 1) nextFrame();
  expect(drawn).toHaveLength(0);
  expect(pending()).toBe(0);
});

test('a change draws a couple of frames, then the book rests again', () => {
  const { frames, nextFrame, pending } = manualFrames();
  const { render, drawn } = fakeRender();
  drawOnDemand(render as FlipRender, frames);
  render.setLeftPage();
  for (let frame = 0; frame < 60; frame += 1) nextFrame();
  expect(drawn).toHaveLength(2);
  expect(pending()).toBe(0);
});

test('a turn is drawn to its end, timed from when it starts, not from the last frame drawn', () => {
  const { frames, nextFrame } = manualFrames();
  const { render, drawn } = fakeRender(5);
  drawOnDemand(render as FlipRender, frames);
  for (let frame = 0; frame < 30; frame += 1) nextFrame();
  render.startAnimation();
  expect(render.timer).toBe(frames.now());
  for (let frame = 0; frame < 60; frame += 1) nextFrame();
  expect(render.animation).toBeNull();
  // Five frames of the turn, then the settling frames.
  expect(drawn.length).toBeGreaterThanOrEqual(5);
  expect(drawn.length).toBeLessThanOrEqual(8);
});

test('a turn started after its frame began is drawn from its start, never from before it', () => {
  const { frames, nextFrame } = manualFrames();
  const { render } = fakeRender();
  const times: number[] = [];
  const draw = render.render.bind(render);
  render.render = (time: number) => {
    times.push(time);
    draw(time);
  };
  drawOnDemand(render as FlipRender, frames);
  // As with input handled inside a frame: the turn starts at 1030, the frame carries the time it began, 1016.
  frames.now = () => 1030;
  render.startAnimation();
  nextFrame();
  expect(times[0]).toBe(1030);
});

test('wake (pointer input) draws; stop ends drawing for good', () => {
  const { frames, nextFrame, pending } = manualFrames();
  const { render, drawn } = fakeRender();
  const { wake, stop } = drawOnDemand(render as FlipRender, frames);
  wake();
  wake();
  expect(pending()).toBe(1);
  nextFrame();
  stop();
  render.setLeftPage();
  wake();
  for (let frame = 0; frame < 10; frame += 1) nextFrame();
  expect(drawn).toHaveLength(1);
});

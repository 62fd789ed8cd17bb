import { createCircuit, withTimeout } from './redisClient';

test('a bounded call rejects once its time is up, and passes an answer in time through', async () => {
  await expect(withTimeout(new Promise(() => undefined), 20)).rejects.toThrow('Redis did not answer within 20 ms');
  await expect(withTimeout(Promise.resolve('PONG'), 20)).resolves.toBe('PONG');
});

test('after a failure, calls fail at once until a background probe finds the service well', async () => {
  let clock = 0;
  let well = false;
  const probe = jest.fn(async () => well);
  const circuit = createCircuit({ retryMs: 1000, probe, now: () => clock });
  const call = jest.fn(async () => 'ok');

  await expect(circuit.run(async () => Promise.reject(new Error('timeout')))).rejects.toThrow('timeout');
  expect(circuit.isOpen()).toBe(true);
  await expect(circuit.run(call)).rejects.toThrow('left alone');
  expect(call).not.toHaveBeenCalled();
  expect(probe).not.toHaveBeenCalled();

  clock = 1000;
  await expect(circuit.run(call)).rejects.toThrow('left alone');
  expect(probe).toHaveBeenCalledTimes(1);
  await Promise.resolve();
  expect(circuit.isOpen()).toBe(true);

  well = true;
  clock = 2000;
  await expect(circuit.run(call)).rejects.toThrow('left alone');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(circuit.isOpen()).toBe(false);
  await expect(circuit.run(call)).resolves.toBe('ok');
});

import { withoutFirstFamily } from './fontStack';

describe('withoutFirstFamily', () => {
  it("drops the web face and keeps its metric-matched fallback and the system faces, in order", () => {
    expect(withoutFirstFamily("'headingFont', 'headingFont Fallback', Georgia, serif")).toBe("'headingFont Fallback', Georgia, serif");
  });

  it('copes with a stack of one and stray spaces', () => {
    expect(withoutFirstFamily('  headingFont ')).toBe('');
    expect(withoutFirstFamily('"a" ,  "b"  ,serif')).toBe('"b", serif');
  });
});

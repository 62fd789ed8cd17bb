// page-flip 2.0.7 (react-pageflip's engine) ships no types: only what drawOnDemand.ts uses.
declare module 'page-flip' {
  export class PageFlip {
    loadFromHTML(items: NodeListOf<HTMLElement> | HTMLElement[]): void;
    getRender(): object;
    getUI(): { getDistElement(): HTMLElement } | undefined;
    clear(): void;
    destroy(): void;
  }
}

// jsdom has no URL.createObjectURL; file pickers call it for their previews.
export function stubObjectUrls(): void {
  beforeEach(() => {
    global.URL.createObjectURL = () => "blob:preview";
    global.URL.revokeObjectURL = () => undefined;
  });
}

/**
 * The one way a failed call reaches the user (spec §8, issue 11): the error dialog with the server's message, else
 * its detail, else "an error occurred". TanStack Query's caches call it for every failed query and mutation (see
 * core/query/queryClient.ts for the rule of who handles an error), and code that calls the API outside a query
 * (a row action, a confirmation) calls it from its catch. The signed-in shell's AlertsProvider plugs the dialog in
 * (it also decides which failures are not the user's to see: errorDialog.ts); until then (the sign-in pages, which
 * show their errors in their forms) nothing is shown.
 *
 * This module stays tiny: it is part of the sign-in page's first load (budgeted).
 */
let dialog: ((error: unknown) => void) | null = null;

/** Plugs the dialog in (the AlertsProvider, while mounted); answers the unplugging. */
export function setErrorDialog(show: (error: unknown) => void): () => void {
  dialog = show;
  return () => {
    if (dialog === show) dialog = null;
  };
}

/** Shows a failed call in the error dialog. */
export function reportError(error: unknown): void {
  dialog?.(error);
}

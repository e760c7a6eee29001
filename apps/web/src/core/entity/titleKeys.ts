/** The title key of a form page below a list page. */
export function formTitleKey(pageKey: `entities.${string}`, mode: 'create' | 'edit' | 'view'): `entities.${string}` {
  return `${pageKey}#${mode}`;
}

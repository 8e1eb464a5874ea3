/** A full-page navigation (the gateway's page is not part of the widget). Its own module, so tests can stand in for it. */
export function leavePage(url: string): void {
  window.location.assign(url);
}

/** The form family (JazzCash): a GET form of hidden fields submitted to the provider, as 1.6.7's page does. */
export function submitForm(url: string, fields: Record<string, string>): void {
  const form = document.createElement('form');
  form.method = 'get';
  form.action = url;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

import { escapeHtml } from '../../server/http/escape-html';

/** Text safe inside the pages' HTML; every value a page shows passes through it. */
export const html = escapeHtml;

/**
 * A simulated gateway page: one column, real labels, visible focus, large targets; it works without
 * script and by keyboard alone.
 */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(title)}</title>
<link rel="icon" href="data:,">
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f4f6; color: #1a1a1a; }
main { max-width: 26rem; margin: 2rem auto; background: #fff; padding: 1.5rem; border-radius: 8px; }
h1 { font-size: 1.35rem; margin-top: 0; }
label, legend { display: block; font-weight: 600; margin: 1rem 0 .25rem; }
input[type=text], input[type=password], input[type=tel] { width: 100%; box-sizing: border-box; font: inherit; padding: .6rem; border: 1px solid #767676; border-radius: 4px; }
fieldset { border: 0; padding: 0; margin: 0; }
.choice { display: flex; gap: .5rem; align-items: center; padding: .35rem 0; font-weight: normal; margin: 0; }
button { font: inherit; padding: .65rem 1rem; margin: 1rem .5rem 0 0; border-radius: 4px; border: 1px solid #1a1a1a; background: #fff; cursor: pointer; }
button.primary { background: #b0125b; border-color: #b0125b; color: #fff; }
:focus-visible { outline: 3px solid #1a56db; outline-offset: 2px; }
[role=alert] { color: #a0001c; font-weight: 600; }
.note { font-size: .875rem; color: #444; border-top: 1px solid #ddd; margin-top: 1.5rem; padding-top: .75rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
dt { color: #444; } dd { margin: 0; font-weight: 600; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/** An error under a field: announced, and tied to the field it is about. */
export function fieldError(
  id: string,
  message: string | undefined,
): { attributes: string; paragraph: string } {
  if (!message) return { attributes: '', paragraph: '' };
  return {
    attributes: ` aria-invalid="true" aria-describedby="${id}"`,
    paragraph: `<p id="${id}" role="alert">${html(message)}</p>`,
  };
}

export function hiddenFields(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${html(name)}" value="${html(value)}">`)
    .join('\n');
}

/** Taka as the gateways' pages show it. */
export const taka = (amount: string) =>
  `BDT ${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell } from '../../../../test/unit/support/fixtures';
import { mountApp } from '../../../../test/unit/support/mount-app';
import { seriousViolations } from '../../../../test/unit/support/axe';

useBackend();

const CONTACT_PAGE = `${BASE_URL}/home/contact-page`;
const SEND = `${BASE_URL}/send-message`;

type Settings = Parameters<typeof shell>[1];

async function openContact(settings: Settings = {}) {
  const mounted = await mountApp('/contact', shell({}, settings));
  await screen.findByRole('heading', { level: 1, name: 'Contact us' });
  return mounted;
}

const details = () => screen.getByRole('region', { name: 'Reach on us' });
const field = (name: string) => screen.getByRole('textbox', { name });

async function fill(values: Partial<Record<'Name' | 'Email address' | 'Subject' | 'Message', string>>) {
  for (const [label, value] of Object.entries(values)) {
    await userEvent.clear(field(label));
    if (value) {
      await userEvent.click(field(label));
      await userEvent.paste(value);
    }
  }
}

const valid = { Name: 'Ann Lee', 'Email address': 'ann@example.com', Subject: 'Delivery', Message: 'When do you ship to Chittagong?' };

describe('/contact: the details', () => {
  it('shows the address, phones as tel: links, e-mails as mailto: links and the social links (1.6.7)', async () => {
    await openContact();
    const panel = details();
    expect(await within(panel).findByText('221 Market Street, Springfield')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: '+1 555 0100' })).toHaveAttribute('href', 'tel:+15550100');
    expect(within(panel).getByRole('link', { name: '+1 555 0199' })).toHaveAttribute('href', 'tel:+15550199');
    expect(within(panel).getByRole('link', { name: 'support@yoori.example' })).toHaveAttribute('href', 'mailto:support@yoori.example');
    expect(within(panel).getByRole('link', { name: 'sales@yoori.example' })).toHaveAttribute('href', 'mailto:sales@yoori.example');
    const socials = within(panel).getByRole('list', { name: 'Follow us' });
    expect(within(socials).getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://facebook.com/yoori.demo');
    expect(requestsTo('home/contact-page')).toHaveLength(1);
  });

  it('without a Maps key: no map is loaded, a link searches the address on a map', async () => {
    const { element } = await openContact({ map_api_key: '' });
    const link = await within(details()).findByRole('link', { name: /View on map/ });
    expect(link).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=221%20Market%20Street%2C%20Springfield');
    expect(element.querySelector('iframe')).toBeNull();
  });

  it('with a Maps key: an embedded, titled map of the address at the shop zoom', async () => {
    await openContact({ map_api_key: 'test-maps-key', zoom_level: '14' });
    const map = await screen.findByTitle('Map: 221 Market Street, Springfield');
    const src = new URL(map.getAttribute('src')!);
    expect(src.origin + src.pathname).toBe('https://www.google.com/maps/embed/v1/place');
    expect(src.searchParams.get('key')).toBe('test-maps-key');
    expect(src.searchParams.get('q')).toBe('221 Market Street, Springfield');
    expect(src.searchParams.get('zoom')).toBe('14');
    expect(within(details()).queryByRole('link', { name: /View on map/ })).not.toBeInTheDocument();
  });

  it('hides the social links when the shop switches them off', async () => {
    await openContact({ show_social_links: '0' });
    await within(details()).findByText('221 Market Street, Springfield');
    expect(screen.queryByRole('heading', { name: 'Follow us' })).not.toBeInTheDocument();
  });

  it('reads the 1.5.3 raw page row: the address from its language rows', async () => {
    server.use(http.get(CONTACT_PAGE, () => HttpResponse.json(fixtureAnswer('content/contact-page', 'contact-1.5.3'))));
    await openContact();
    expect(await within(details()).findByText('221 Market Street, Springfield')).toBeInTheDocument();
    expect(within(details()).getByRole('link', { name: '+1 555 0100' })).toBeInTheDocument();
    expect(within(details()).queryByRole('link', { name: 'null' })).not.toBeInTheDocument();
  });

  it('says so when the store has no contact page (1.5.3 sends null)', async () => {
    server.use(http.get(CONTACT_PAGE, () => HttpResponse.json(fixtureAnswer('content/contact-page', 'missing-page-1.5.3'))));
    await openContact();
    expect(await within(details()).findByText('This store has not published its contact details.')).toBeInTheDocument();
    expect(within(details()).queryByRole('link', { name: /View on map/ })).not.toBeInTheDocument();
  });

  it('says plainly when the details cannot be read, and the form still sends', async () => {
    server.use(http.get(CONTACT_PAGE, () => HttpResponse.json(fixtureAnswer('content/contact-page', 'missing-page'))));
    await openContact();
    expect(await within(details()).findByRole('alert')).toHaveTextContent(
      'The contact details could not be loaded. You can still send us a message.',
    );
    expect(screen.queryByText(/Attempt to read property/)).not.toBeInTheDocument();
    await fill(valid);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message Sent Successfully')).toBeInTheDocument();
  });
});

describe('/contact: the message form', () => {
  it('checks the fields before sending: required, a real e-mail address, focus on the first invalid one', async () => {
    await openContact();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(field('Name')).toHaveFocus());
    expect(field('Name')).toHaveAccessibleDescription('Please enter your name.');
    expect(field('Email address')).toHaveAccessibleDescription('Please enter your email address.');
    expect(field('Subject')).toHaveAccessibleDescription('Please enter a subject.');
    expect(field('Message')).toHaveAccessibleDescription(/Please write your message\./);
    await fill({ ...valid, 'Email address': 'ann@' });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(field('Email address')).toHaveFocus());
    expect(field('Email address')).toHaveAccessibleDescription('Please enter a valid email address.');
    await settled();
    expect(requestsTo('send-message')).toHaveLength(0);
  });

  it('counts the message against 255 characters and refuses more', async () => {
    await openContact();
    expect(field('Message')).toHaveAccessibleDescription('0 of 255 characters');
    await fill({ ...valid, Message: 'x'.repeat(256) });
    expect(field('Message')).toHaveAccessibleDescription(/256 of 255 characters/);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(field('Message')).toHaveFocus());
    expect(field('Message')).toHaveAccessibleDescription(/Please keep this within 255 characters\./);
    await settled();
    expect(requestsTo('send-message')).toHaveLength(0);
  });

  it('sends trimmed values once, confirms in a live region and clears the form', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(SEND, async () => {
        await answered;
        return HttpResponse.json(fixtureAnswer('content/send-message', 'sent'));
      }),
    );
    await openContact();
    await fill({ ...valid, Name: '  Ann Lee  ' });
    const button = screen.getByRole('button', { name: 'Send' });
    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Sending…' }));
    release();
    const status = await screen.findByText('Message Sent Successfully');
    expect(status.closest('[role="status"]')).not.toBeNull();
    await settled();
    const sent = requestsTo('send-message');
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({
      name: 'Ann Lee',
      email: 'ann@example.com',
      subject: 'Delivery',
      message: 'When do you ship to Chittagong?',
    });
    await waitFor(() => expect(field('Name')).toHaveValue(''));
    expect(field('Message')).toHaveValue('');
  });

  it("puts the server's 422 messages on their fields and focuses the first", async () => {
    server.use(http.post(SEND, () => HttpResponse.json(fixtureAnswer('content/send-message', 'missing-fields'), { status: 422 })));
    await openContact();
    await fill(valid);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(field('Name')).toHaveFocus());
    expect(field('Name')).toHaveAccessibleDescription('The name field is required.');
    expect(field('Email address')).toHaveAccessibleDescription('The email field is required.');
    expect(field('Message')).toHaveAccessibleDescription(/The message field is required\./);
    expect(field('Subject')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Message Sent Successfully')).not.toBeInTheDocument();
  });

  it("puts the original's column-too-long database error on the field it names, not the raw SQL", async () => {
    server.use(http.post(SEND, () => HttpResponse.json(fixtureAnswer('content/send-message', 'too-long'))));
    await openContact();
    await fill(valid);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(field('Message')).toHaveFocus());
    expect(field('Message')).toHaveAccessibleDescription(/Please keep this within 255 characters\./);
    expect(screen.queryByText(/SQLSTATE/)).not.toBeInTheDocument();
  });

  it('says clearly when the store limits messages (429) and keeps what was typed', async () => {
    server.use(
      http.post(SEND, () => HttpResponse.json({ message: 'Too Many Attempts.' }, { status: 429, headers: { 'Retry-After': '300' } })),
    );
    await openContact();
    await fill(valid);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/You have sent several messages in a short time/)).toHaveAttribute('role', 'alert');
    expect(field('Subject')).toHaveValue('Delivery');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('has no serious accessibility violation at phone and desktop widths, with field errors shown', async () => {
    const { element } = await openContact({ map_api_key: 'test-maps-key' });
    await screen.findByTitle(/Map:/);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(field('Name')).toHaveFocus());
    expect(await seriousViolations(element)).toEqual([]);
  });
});

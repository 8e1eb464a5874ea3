import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { boolean, mixed, object, string } from 'yup';
import { Form, SubmitButton } from './Form';
import { CheckboxField, FileField, RadioGroupField, SelectField, TextAreaField, TextField } from './fields';
import type { RequestStatus } from './use-saga-submit';
import type { SubmitFailure } from './submit-failure';

const schema = object({
  name: string().required('Enter your name.'),
  email: string().required('Enter your email.').email('Not an email.'),
  password: string(),
  phone: string(),
  age: string(),
  city: string(),
  gender: string(),
  terms: boolean().oneOf([true], 'Accept the terms.'),
  message: string(),
  avatar: mixed().nullable(),
});
const initial = { name: '', email: '', password: '', phone: '', age: '', city: '', gender: '', terms: false, message: '', avatar: null };

/** Every field type, driven by a request status the test sets, as a feature's slice would. */
function TestForm({
  status,
  error = null,
  onSubmit,
  onSuccess,
}: {
  status: RequestStatus;
  error?: SubmitFailure | null;
  onSubmit: (values: typeof initial) => void;
  onSuccess?: () => void;
}) {
  return (
    <Form initialValues={initial} schema={schema} onSubmit={onSubmit} request={{ status, error, onSuccess }} label="Test form">
      <TextField name="name" label="Name" autoComplete="name" hint="As on your card." />
      <TextField name="email" type="email" label="Email" autoComplete="email" />
      <TextField name="password" type="password" label="Password" autoComplete="new-password" />
      <TextField name="phone" type="tel" label="Phone" autoComplete="tel" />
      <TextField name="age" type="number" label="Age" hideLabel />
      <SelectField name="city" label="City" placeholder="Choose" options={[{ value: 'dhaka', label: 'Dhaka' }]} />
      <RadioGroupField
        name="gender"
        label="Gender"
        options={[
          { value: 'f', label: 'Female' },
          { value: 'm', label: 'Male' },
        ]}
      />
      <CheckboxField name="terms" label="I accept the terms" />
      <TextAreaField name="message" label="Message" />
      <FileField name="avatar" label="Photo" accept="image/*" />
      <SubmitButton>Send</SubmitButton>
    </Form>
  );
}

describe('the forms layer', () => {
  it('renders every field type with a label (visible or hidden), hint and autoComplete', () => {
    render(<TestForm status="idle" onSubmit={jest.fn()} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAccessibleDescription('As on your card.');
    expect(name).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('spinbutton', { name: 'Age' })).toBeInTheDocument();
    expect(screen.getByText('Age')).toHaveClass('sf-visually-hidden');
    expect(screen.getByRole('combobox', { name: 'City' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Gender' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Female' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(screen.getByLabelText('Photo')).toHaveAttribute('type', 'file');
    // ids come from useId: unique per field, and two forms on a page do not collide
    const ids = [...document.querySelectorAll('input, select, textarea')].map((el) => el.id).filter(Boolean);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('on an invalid submit, marks the fields, links the messages and focuses the first invalid one', async () => {
    const onSubmit = jest.fn();
    render(<TestForm status="idle" onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('As on your card. Enter your name.');
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).toHaveAccessibleDescription('Accept the terms.');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your name. Enter your email. Accept the terms.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('stays disabled while the request runs, puts a 422 on its fields (others in the summary) and focuses the first', async () => {
    const onSubmit = jest.fn();
    const view = render(<TestForm status="idle" onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Sam');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'sam@example.com');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    view.rerender(<TestForm status="loading" onSubmit={onSubmit} />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    const error: SubmitFailure = {
      message: 'The given data was invalid.',
      fieldErrors: {
        email: ['The email has already been taken.', 'second message'],
        phone: ['The phone is invalid.'],
        captcha: ['Prove you are human.'],
      },
    };
    view.rerender(<TestForm status="failed" error={error} onSubmit={onSubmit} />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('The email has already been taken.');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription('The phone is invalid.');
    expect(screen.queryByText('second message')).not.toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Prove you are human.');
    expect(alert).toHaveTextContent('The email has already been taken.');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();

    // the message stays through a blur, and goes when the value changes
    await userEvent.tab();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email, 'm');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
  });

  it('resets and calls onSuccess when the request succeeds, ignoring a status it did not ask for', async () => {
    const onSubmit = jest.fn();
    const onSuccess = jest.fn();
    const view = render(
      <TestForm status="failed" error={{ message: 'old', fieldErrors: { email: ['stale'] } }} onSubmit={onSubmit} onSuccess={onSuccess} />,
    );
    expect(screen.queryByText('stale')).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Sam');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'sam@example.com');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    view.rerender(<TestForm status="loading" onSubmit={onSubmit} onSuccess={onSuccess} />);
    view.rerender(<TestForm status="succeeded" onSubmit={onSubmit} onSuccess={onSuccess} />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(''));
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { held, reply, stubApi } from '../../../test/api';
import { renderInSite } from '../../../test/render';
import { ProductPitchPage } from './product-pitch-page';

const leadForm = () => document.querySelector('[data-lead-form]') as HTMLFormElement;

describe("the product pitch page's enquiry", () => {
  it('asks for a name and an email before anything is sent', async () => {
    const api = stubApi();
    const { user } = renderInSite(<ProductPitchPage />);
    await user.type(within(leadForm()).getByLabelText(/^Email/), 'shop@kilnworks.example');
    await user.click(within(leadForm()).getByRole('button', { name: 'Send' }));

    expect(within(leadForm()).getByRole('alert')).toHaveTextContent('Please enter your name and email.');
    expect(within(leadForm()).getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls()).toHaveLength(0);
  });

  it("sends it with the plan chosen and puts the server's answer in place of the form", async () => {
    const api = stubApi().on('POST /api/user/ssnaleads', reply.ok({}, 'Thanks! We will write back within one business day.'));
    const { user } = renderInSite(<ProductPitchPage />);
    const form = leadForm();
    await user.type(within(form).getByLabelText(/^Name/), 'Maren');
    await user.type(within(form).getByLabelText(/^Email/), 'shop@kilnworks.example');
    const plan = within(form).getByLabelText(/^Plan/) as HTMLSelectElement;
    await user.selectOptions(plan, plan.options[1]?.value ?? '');
    await user.click(within(form).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Thanks! We will write back within one business day.')).toBeInTheDocument();
    expect(leadForm()).toBeNull();
    expect(api.calls('POST /api/user/ssnaleads')[0]?.json()).toEqual({ name: 'Maren', email: 'shop@kilnworks.example', link: '', plan: plan.options[1]?.value });
  });

  it("turns Send off while sending, then says the server's refusal and marks the field it names", async () => {
    const answer = held();
    const api = stubApi().on('POST /api/user/ssnaleads', () => answer.response);
    const { user } = renderInSite(<ProductPitchPage />);
    await user.type(within(leadForm()).getByLabelText(/^Name/), 'Maren');
    await user.type(within(leadForm()).getByLabelText(/^Email/), 'not-an-address');
    fireEvent.submit(leadForm());
    fireEvent.submit(leadForm());

    expect(await within(leadForm()).findByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(api.calls('POST /api/user/ssnaleads')).toHaveLength(1);
    answer.release(reply.error(400, 'Please enter a valid email address.', [{ field: 'email', message: 'Please enter a valid email address.' }]));
    expect(await within(leadForm()).findByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(within(leadForm()).getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(leadForm()).getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});

import { DOB_INVALID, DOB_OUT_OF_RANGE } from '../../domain/profile-forms';
import { updateDetailsBody } from './update-details.dto';

const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('profile details form', () => {
  const valid = { username: 'ysra_vell', email: 'Ysra@Example.test' };

  it('takes the username and email by the registration rules and leaves an absent date of birth alone', () => {
    expect(updateDetailsBody.parse(valid)).toEqual({ username: 'ysra_vell', email: 'ysra@example.test' });
  });

  it('clears the date of birth when it is sent empty or null', () => {
    expect(updateDetailsBody.parse({ ...valid, dob: '' }).dob).toBeNull();
    expect(updateDetailsBody.parse({ ...valid, dob: null }).dob).toBeNull();
  });

  it('refuses dates that do not exist, are in the future or before 1900', () => {
    expect(messages(updateDetailsBody.safeParse({ ...valid, dob: '2001-02-30' }))).toEqual([`dob: ${DOB_INVALID}`]);
    expect(messages(updateDetailsBody.safeParse({ ...valid, dob: '01/02/2001' }))).toEqual([`dob: ${DOB_INVALID}`]);
    expect(messages(updateDetailsBody.safeParse({ ...valid, dob: 5 }))).toEqual([`dob: ${DOB_INVALID}`]);
    expect(messages(updateDetailsBody.safeParse({ ...valid, dob: '1899-12-31' }))).toEqual([`dob: ${DOB_OUT_OF_RANGE}`]);
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
    expect(messages(updateDetailsBody.safeParse({ ...valid, dob: nextYear }))).toEqual([`dob: ${DOB_OUT_OF_RANGE}`]);
    expect(updateDetailsBody.parse({ ...valid, dob: '1988-07-14' }).dob).toBe('1988-07-14');
  });
});

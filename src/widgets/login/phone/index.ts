// The phone field group, loaded lazily (the `phoneField` chunk) when a phone tab is shown. The
// form's tabs come with it: with more than one method a phone tab is first (TAB_ORDER), so a form
// with tabs waits for this chunk anyway, and an email-only form never downloads them.
export { createPhoneModel } from '../../../flows/phone';
export { PhoneField } from '../../../ui/PhoneField';
export { Tabs } from '../../../ui/Tabs';

// The phone field group, loaded lazily (the `phoneField` chunk) when a phone tab is shown.
export { createPhoneModel } from '../../flows/phone';
export { PhoneField } from '../../ui/PhoneField';

// Subpath entry 'shared-ui/formik': the remotes' form kit (Formik wirings of shared-ui's FormField and the form
// layout classes). Not part of the main entry (the federation singleton), so Formik stays out of the shell's
// and the landing's bundles; each remote that imports this subpath bundles it with its own Formik.
export { fieldId, useFieldId } from './field-id';
export { formStyles } from './form-styles';
export { GuardedForm } from './guarded-form';
export { plainOptions, SelectField, type SelectOption } from './select-field';
export { SubmitActions } from './submit-actions';
export { TextField } from './text-field';

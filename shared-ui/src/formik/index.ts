// Subpath entry 'shared-ui/formik': Formik wirings of shared-ui's FormField for the remotes' forms. Not part
// of the main entry (the federation singleton), so Formik stays out of the shell's and the landing's bundles;
// each remote that imports this subpath bundles it with its own Formik.
export { GuardedForm } from './guarded-form';
export { plainOptions, SelectField, type SelectOption } from './select-field';
export { TextField } from './text-field';

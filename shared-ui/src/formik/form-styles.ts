// The form layout classes of the kit without the Formik fields: a screen with a small plain form (the quote
// result's 'Quiero que me llamen') takes them through 'shared-ui/form-styles' and does not bundle Formik.
import formStyles from './form.module.css';

export { formStyles };

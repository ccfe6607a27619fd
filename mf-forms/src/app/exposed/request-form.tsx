import { RequestForm, type RequestFormProps } from '@/features/request/components/request-form';

/**
 * The request form ('Elegí un tipo'), embedded by the landing's #solicitud section and mf-wallet's
 * 'Explorar nuevos' (which give it its heading and the answer-time promise). `defaultType` preselects a
 * type when the navigation state names none.
 */
export default function RequestFormModule(props: RequestFormProps) {
  return <RequestForm {...props} />;
}

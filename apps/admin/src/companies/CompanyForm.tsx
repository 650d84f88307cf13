import { VALIDATION } from '@drisk/contract/client';
import { SimpleForm, TextInput, required, type SimpleFormProps } from 'react-admin';
import { limitedText } from '../shared/limitedText';

/** The fields of a company (spec 3 §3): Customer Name is required, the address and telephone are not. */
export function CompanyForm({
  showId = false,
  ...rest
}: { showId?: boolean } & Omit<SimpleFormProps, 'children'>) {
  const name = limitedText(200);
  return (
    <SimpleForm {...rest}>
      {showId && <TextInput source="customer_id" label="Customer Id" readOnly />}
      <TextInput
        source="customer_name"
        label="Customer Name"
        isRequired
        {...name}
        validate={[required(VALIDATION.customerNameRequired), name.validate]}
      />
      <TextInput source="street_address" label="Street Address" {...limitedText(200)} />
      <TextInput source="city" label="City" {...limitedText(100)} />
      <TextInput source="state" label="State" {...limitedText(100)} />
      <TextInput source="zipcode" label="Zip Code" {...limitedText(20)} />
      <TextInput source="telephone" label="Telephone" type="tel" {...limitedText(32)} />
    </SimpleForm>
  );
}

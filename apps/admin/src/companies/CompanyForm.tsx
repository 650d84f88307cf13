import { TWO_FACTOR_TEXT, VALIDATION } from '@drisk/contract/client';
import { BooleanInput, SimpleForm, TextInput, required, type SimpleFormProps } from 'react-admin';
import { limitedText } from '../shared/limitedText';

/**
 * The fields of a company (spec 3 §3): Customer Name is required, the address and telephone are not. Once
 * the company exists (edit), its owner or admin may require a second factor of its users (issue 16).
 */
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
      {showId && (
        <BooleanInput
          source="require_two_factor"
          label={TWO_FACTOR_TEXT.companyRequireLabel}
          helperText={TWO_FACTOR_TEXT.companyRequireHint}
        />
      )}
    </SimpleForm>
  );
}

import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import content from '../../../../locales/en-US/content.json';
import common from '../../../../locales/en-US/common.json';
import type { ContentForm } from '../../lib/form-values';
import { LineColorField } from './transport-line-fields';

const i18n = createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en-US',
  resources: { 'en-US': { common, content } },
  interpolation: { escapeValue: false },
});

function Harness({ color }: { color: string }) {
  const form = useForm({ defaultValues: { fields: { color } } }) as unknown as ContentForm;
  return <LineColorField form={form} />;
}

function show(color: string) {
  render(
    <I18nextProvider i18n={i18n}>
      <Harness color={color} />
    </I18nextProvider>,
  );
  return {
    field: screen.getByRole('textbox', { name: 'Line colour' }),
    swatch: screen.getByTestId('line-swatch'),
    picker: screen.getByLabelText<HTMLInputElement>('Pick the line colour'),
  };
}

afterEach(cleanup);

describe('the transport line colour', () => {
  it('the swatch follows the colour as it is typed, and is neutral while it is not a colour', () => {
    const { field, swatch, picker } = show('#112233');
    expect(swatch.style.backgroundColor).toBe('rgb(17, 34, 51)');
    expect(picker.value).toBe('#112233');

    fireEvent.input(field, { target: { value: '#ff00' } });
    expect(swatch.dataset.color).toBe('');
    expect(swatch.style.backgroundColor).toBe('');

    fireEvent.input(field, { target: { value: '#FF0080' } });
    expect(swatch.dataset.color).toBe('#ff0080');
    expect(swatch.style.backgroundColor).toBe('rgb(255, 0, 128)');
    expect(picker.value).toBe('#ff0080');

    fireEvent.input(field, { target: { value: 'red' } });
    expect(swatch.style.backgroundColor).toBe('');
  });

  it('picking a colour writes it into the field', () => {
    const { field, swatch, picker } = show('');
    expect(swatch.dataset.color).toBe('');
    fireEvent.input(picker, { target: { value: '#00aa55' } });
    expect((field as HTMLInputElement).value).toBe('#00aa55');
    expect(swatch.dataset.color).toBe('#00aa55');
  });
});

// The shop's products and categories as forms. One product at a time:
// title, category, picture, description, price, VAT, most per order, the
// hours it can be ordered and a note; the categories as a list. Option
// groups (sizes, delivery times) stay in the JSON section.
import type { FormEvent } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorSummary } from '../../components/form/error-summary.ts';
import { TextField } from '../../components/form/text-field.tsx';
import { useFormSummary } from '../../components/form/use-form-summary.ts';
import { useStaffForm } from '../../components/form/use-staff-form.ts';
import { Notice } from '../../components/ui/notice.tsx';
import type { ModelJson } from '../../lib/content-api.ts';
import {
  ChoiceSelect,
  NewChoiceButton,
  resolveChoice,
  type ChoiceEditorProps,
} from './content-chooser.tsx';
import { DraftActions, intentOf, type DraftIntent, type SendModel } from './draft-actions.tsx';
import { ImageUpload } from './image-upload.tsx';
import {
  findProduct,
  newProductId,
  productProblems,
  productValues,
  shopRef,
  withCategories,
  withProduct,
  withProductValues,
  type ProductValues,
  type ShopRef,
} from './shop-values.ts';
import { translationNote } from './translation-note.ts';

const PRODUCT_FIELDS = [
  'title',
  'category',
  'image',
  'description',
  'price',
  'vat',
  'maxPerOrder',
  'orderableUntil',
  'note',
] as const;

/** The form's values, checked as the shop would be published with them. */
const productSchema = (
  model: ModelJson,
  product: Record<string, unknown>,
  id: (title: string) => string,
) =>
  z
    .object({
      title: z.string(),
      category: z.string(),
      image: z.string(),
      description: z.string(),
      price: z.string(),
      vat: z.string(),
      maxPerOrder: z.string(),
      orderableFrom: z.string(),
      orderableUntil: z.string(),
      note: z.string(),
    })
    .superRefine((values, ctx) => {
      if (!values.title.trim()) ctx.addIssue({ code: 'custom', path: ['title'] });
      if (Boolean(values.orderableFrom) !== Boolean(values.orderableUntil)) {
        ctx.addIssue({ code: 'custom', path: ['orderableUntil'] });
      }
      const productId = id(values.title);
      const next = withProduct(model, { ...withProductValues(product, values), id: productId });
      for (const field of new Set(productProblems(next, productId))) {
        if (field === 'title' && !values.title.trim()) continue;
        ctx.addIssue({ code: 'custom', path: [field] });
      }
    });

function ProductForm({
  model,
  shop,
  product,
  id,
  reference,
  busy,
  onSave,
}: {
  model: ModelJson;
  shop: ShopRef;
  product: Record<string, unknown>;
  /** The product's id: its own, or a new one's from its title, as it would be published. */
  id: (title: string) => string;
  reference: Record<string, unknown> | undefined;
  busy: boolean;
  onSave: (product: Record<string, unknown>, intent: DraftIntent) => void;
}) {
  const { t } = useTranslation();
  const form = useStaffForm(productSchema(model, product, id), productValues(product));
  const summary = useFormSummary(form, PRODUCT_FIELDS, (key) => t(`shopForm.errors.${key}`));
  const field = (key: keyof ProductValues, extra: Record<string, unknown> = {}) => (
    <TextField
      {...((PRODUCT_FIELDS as readonly string[]).includes(key)
        ? summary.fieldProps(key as (typeof PRODUCT_FIELDS)[number])
        : summary.plainProps(key))}
      label={t(`shopForm.${key}`, { currency: shop.currency })}
      {...extra}
    />
  );
  const note = translationNote(product, reference, ['title', 'description'], t);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const intent = intentOf(event);
    void form.handleSubmit((values) => {
      const next = withProductValues(product, values);
      onSave({ ...next, id: id(values.title) }, intent);
    }, summary.focusSummary)(event);
  };
  const image = form.watch('image');
  return (
    <form className="form item-form" onSubmit={submit} noValidate>
      <ErrorSummary ref={summary.summaryRef} title={t('form.summary')} items={summary.items} />
      {note && <Notice kind="info">{note}</Notice>}
      {field('title', { required: true })}
      <label className="field">
        <span>{t('shopForm.category')}</span>
        <select id={summary.fieldId('category')} {...form.register('category')}>
          {shop.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title || c.id}
            </option>
          ))}
        </select>
      </label>
      <div className="stack">
        {field('image')}
        <ImageUpload
          label={t('shopForm.upload')}
          id={`${summary.fieldId('image')}-upload`}
          onUploaded={(url) => form.setValue('image', url, { shouldDirty: true })}
        />
        {image && <img className="preview-image" src={image} alt="" />}
      </div>
      {field('description', { rows: 3 })}
      <div className="grid-fields">
        {field('price', { inputMode: 'decimal', required: true })}
        {field('vat', { inputMode: 'decimal' })}
        {field('maxPerOrder', { inputMode: 'numeric' })}
        {field('orderableFrom', { type: 'time' })}
        {field('orderableUntil', { type: 'time' })}
      </div>
      {field('note')}
      {Array.isArray(product.option_groups) && product.option_groups.length > 0 && (
        <p className="muted">{t('shopForm.optionsInJson')}</p>
      )}
      <DraftActions
        busy={busy}
        publishLabel={t('shopForm.publish')}
        previewLabel={t('shopForm.preview')}
      />
    </form>
  );
}

const CategoriesSchema = z
  .object({
    categories: z.array(z.object({ id: z.string(), title: z.string(), description: z.string() })),
  })
  .superRefine((values, ctx) => {
    values.categories.forEach((c, i) => {
      if (!c.title.trim()) ctx.addIssue({ code: 'custom', path: ['categories', i, 'title'] });
    });
  });

function CategoriesForm({
  model,
  shop,
  busy,
  onSend,
}: {
  model: ModelJson;
  shop: ShopRef;
  busy: boolean;
  onSend: SendModel;
}) {
  const { t } = useTranslation();
  const form = useStaffForm(CategoriesSchema, { categories: shop.categories });
  const rows = useFieldArray({ control: form.control, name: 'categories' });
  const fields = rows.fields.map((_, i) => `categories.${i}.title` as const);
  const summary = useFormSummary(form, fields, () => t('shopForm.errors.categoryTitle'));
  const inUse = new Set(shop.products.map((p) => p.category));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const intent = intentOf(event);
    void form.handleSubmit(
      (values) => onSend(withCategories(model, values.categories), intent),
      summary.focusSummary,
    )(event);
  };
  return (
    <form className="form item-form" onSubmit={submit} noValidate>
      <h3>{t('shopForm.categories')}</h3>
      <ErrorSummary ref={summary.summaryRef} title={t('form.summary')} items={summary.items} />
      {rows.fields.map((row, i) => (
        <div key={row.id} className="row-list__row">
          <TextField
            {...summary.fieldProps(`categories.${i}.title`)}
            label={t('shopForm.categoryTitle', { n: i + 1 })}
          />
          <TextField
            {...summary.plainProps(`categories.${i}.description`)}
            label={t('shopForm.categoryDescription', { n: i + 1 })}
          />
          {/* A category with products stays: the products would lose their place. */}
          {!inUse.has(form.getValues(`categories.${i}.id`)) && (
            <button type="button" className="button button--small" onClick={() => rows.remove(i)}>
              {t('shopForm.removeCategory', { n: i + 1 })}
            </button>
          )}
        </div>
      ))}
      <p>
        <button
          type="button"
          className="button button--small"
          disabled={rows.fields.length >= 20}
          onClick={() => rows.append({ id: '', title: '', description: '' })}
        >
          {t('shopForm.addCategory')}
        </button>
      </p>
      <DraftActions
        busy={busy}
        publishLabel={t('shopForm.publishCategories')}
        previewLabel={t('shopForm.previewCategories')}
      />
    </form>
  );
}

export function ShopEditor({
  model,
  reference,
  busy,
  choice,
  onChoose,
  onSend,
}: ChoiceEditorProps) {
  const { t } = useTranslation();
  const shop = shopRef(model);
  // As the list shows them: by category, then those whose category is gone.
  const known = new Set(shop?.categories.map((c) => c.id));
  const groups = shop
    ? [
        ...shop.categories.map((c) => ({
          label: c.title || c.id,
          options: shop.products.filter((p) => p.category === c.id),
        })),
        { label: '–', options: shop.products.filter((p) => !known.has(p.category)) },
      ].filter((g) => g.options.length > 0)
    : [];
  const { isNew, chosen } = resolveChoice(
    choice,
    groups.flatMap((g) => g.options.map((p) => p.id)),
  );
  const product = isNew
    ? { category: shop?.categories[0]?.id ?? '', title: '', price_minor: 0 }
    : chosen
      ? findProduct(model, chosen)
      : undefined;
  return (
    <section className="card form" aria-labelledby="shop-editor">
      <h2 id="shop-editor">{t('shopForm.heading')}</h2>
      {!shop ? (
        <Notice kind="info">{t('shopForm.none')}</Notice>
      ) : (
        <>
          <ChoiceSelect
            label={t('shopForm.product')}
            groups={groups}
            isNew={isNew}
            chosen={chosen}
            newTitle={t('shopForm.newTitle')}
            onChoose={onChoose}
          />
          {!isNew && shop.categories.length > 0 && (
            <NewChoiceButton label={t('shopForm.newProduct')} onChoose={onChoose} />
          )}
          {product && (
            <ProductForm
              key={isNew ? 'new' : chosen}
              model={model}
              shop={shop}
              product={product}
              id={(title) => (isNew ? newProductId(model, title) : (chosen ?? ''))}
              reference={reference && chosen && !isNew ? findProduct(reference, chosen) : undefined}
              busy={busy}
              onSave={(next, intent) => {
                onSend(withProduct(model, next), intent);
                if (isNew && intent === 'publish') onChoose({ id: next.id as string });
              }}
            />
          )}
          <CategoriesForm model={model} shop={shop} busy={busy} onSend={onSend} />
        </>
      )}
    </section>
  );
}

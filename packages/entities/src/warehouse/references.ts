import { options } from '../hr/common';
import { description, rials, quantity, warehouseReference } from './common';

/**
 * The warehouse's reference lists (spec platform-core §2 "Warehouse"): product groups, features, tags, brands and
 * models, boxes and packaging specs. Each a company's list with code, name and a page of its own.
 */

/** گروه کالا: a product group, nested (a group's parent group). */
export const productCategory = warehouseReference({
  name: 'productcategory', model: 'ProductCategory', table: 'product_category',
  singular: { fa: 'گروه کالا', en: 'Product group' }, plural: { fa: 'گروه‌های کالا', en: 'Product groups' },
  url: '/product-category-2', icon: 'category',
  fields: { parentId: { type: 'link', entity: 'productcategory', label: { fa: 'گروه بالادست', en: 'Parent group' } }, description },
  columns: ['code', 'name', 'parentId'],
  filters: ['parentId'],
});

/** ویژگی: a feature a product may have (colour, size, material), with its value kind. */
export const feature = warehouseReference({
  name: 'feature', model: 'Feature', table: 'feature',
  singular: { fa: 'ویژگی کالا', en: 'Feature' }, plural: { fa: 'ویژگی‌های کالا', en: 'Features' },
  url: '/feature-2', icon: 'list-details',
  fields: {
    valueKind: { type: 'enum', label: { fa: 'نوع مقدار', en: 'Value kind' }, required: true, default: 1, options: options([1, 'متن', 'Text'], [2, 'عدد', 'Number'], [3, 'بله/خیر', 'Yes/no']) },
    description,
  },
  columns: ['code', 'name', 'valueKind'],
});

/** برچسب: a tag to group products across groups (fast-moving, fragile…). */
export const tag = warehouseReference({
  name: 'tag', model: 'Tag', table: 'tag',
  singular: { fa: 'برچسب', en: 'Tag' }, plural: { fa: 'برچسب‌ها', en: 'Tags' },
  url: '/tag-2', icon: 'tag',
});

/** برند و مدل: a brand, or a model of a brand (a model names its brand). */
export const brandModel = warehouseReference({
  name: 'brandmodel', model: 'BrandModel', table: 'brand_model',
  singular: { fa: 'برند و مدل', en: 'Brand or model' }, plural: { fa: 'برندها و مدل‌ها', en: 'Brands and models' },
  url: '/brand-model-2', icon: 'badge-tm',
  fields: { brandId: { type: 'link', entity: 'brandmodel', label: { fa: 'برند', en: 'Brand' }, hint: { fa: 'برای مدل، برند آن را برگزینید', en: 'For a model, pick its brand' } }, description },
  columns: ['code', 'name', 'brandId'],
  filters: ['brandId'],
});

/** جعبه: a box goods are packed in, with its inner size and the weight it carries. */
export const box = warehouseReference({
  name: 'box', model: 'Box', table: 'box',
  singular: { fa: 'جعبه', en: 'Box' }, plural: { fa: 'جعبه‌ها', en: 'Boxes' },
  url: '/box-2', icon: 'box',
  fields: {
    lengthCm: quantity('طول (سانتی‌متر)', 'Length (cm)'),
    widthCm: quantity('عرض (سانتی‌متر)', 'Width (cm)'),
    heightCm: quantity('ارتفاع (سانتی‌متر)', 'Height (cm)'),
    maxWeightKg: quantity('حداکثر وزن (کیلوگرم)', 'Maximum weight (kg)'),
    price: rials('بهای جعبه (ریال)', 'Box price (rials)'),
  },
  columns: ['code', 'name', 'lengthCm', 'widthCm', 'heightCm', 'maxWeightKg'],
});

/** مشخصات بسته‌بندی: how a product is packed: the package type, how many units per package, in which box. */
export const packagingSpec = warehouseReference({
  name: 'packagingspec', model: 'PackagingSpec', table: 'packaging_spec',
  singular: { fa: 'مشخصات بسته‌بندی', en: 'Packaging spec' }, plural: { fa: 'مشخصات بسته‌بندی', en: 'Packaging specs' },
  url: '/packaging-spec-2', icon: 'package',
  fields: {
    packageType: { type: 'enum', label: { fa: 'نوع بسته', en: 'Package type' }, required: true, default: 1, options: options([1, 'کارتن', 'Carton'], [2, 'پالت', 'Pallet'], [3, 'کیسه', 'Sack'], [4, 'بشکه', 'Drum'], [5, 'بسته', 'Pack'], [6, 'فله', 'Bulk']) },
    unitsPerPackage: quantity('تعداد در هر بسته', 'Units per package', { required: true, min: 0.0001 }),
    boxId: { type: 'link', entity: 'box', label: { fa: 'جعبه', en: 'Box' } },
    grossWeightKg: quantity('وزن ناخالص (کیلوگرم)', 'Gross weight (kg)'),
    description,
  },
  columns: ['code', 'name', 'packageType', 'unitsPerPackage', 'boxId'],
  filters: ['packageType', 'boxId'],
});

export const referenceEntities = [productCategory, feature, tag, brandModel, box, packagingSpec];

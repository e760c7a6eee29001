export { useDataList, useRunAction, PAGE_SIZES, DEFAULT_PAGE_SIZE, type DataList, type DataListOptions, type ListPage, type ListParams } from './useDataList';
export { useConfirm, type ConfirmRequest } from './useConfirm';
export { ListScreen, DataTableView, Pager, RowAction, SearchBox, type ListColumn, type RowActionDef, type BulkActionDef, type ListScreenProps, type PagerProps } from './DataList';

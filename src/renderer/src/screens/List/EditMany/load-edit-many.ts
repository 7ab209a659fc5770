/** The edit-many drawer is a chunk of its own, fetched when first opened or while the browser is idle. */
export const loadEditManyDrawer = () => import('./EditManyDrawer')

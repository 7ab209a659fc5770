/** The edit-many drawer is a chunk of its own, asked for when the bulk bar opens it or in idle time. */
export const loadEditManyDrawer = () => import('./EditManyDrawer')

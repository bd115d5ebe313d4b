/** The dish list's filter values as the URL holds them (`withdrawn` arrives as a string after a reload). */
export interface DishFilter {
  withdrawn?: boolean | 'true';
  category?: number;
  q?: string;
}

/** SPEC section 8's texts of reviews, and the server's refusals of one. */
export const reviewTexts = {
  loginRequired: 'You must be logged in to leave a review.',
  emptyComment: 'Please write something before submitting.',
  ratingRequired: 'Please choose a rating.',
  notBuyer: 'Only buyers who received this product can review it.',
  ownProduct: 'You cannot review your own product.',
  windowClosed: 'Reviews close 7 days after an order is completed.',
  alreadyReviewed: 'You have already reviewed this product.',
  noReviewYet: 'You have not reviewed this product yet.',
} as const;

struct ProductViewPreview {}

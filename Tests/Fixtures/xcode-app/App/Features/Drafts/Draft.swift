struct Draft {}

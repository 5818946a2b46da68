struct Grams {
    let value: Int
}

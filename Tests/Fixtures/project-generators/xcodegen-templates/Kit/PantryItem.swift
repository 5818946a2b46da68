struct PantryItem {
    let name: String
    let grams: Int
}

import Domain

// The shop in a terminal: list the catalog, put two products in the cart, show the cart.
let app = AppDependency(repository: InMemoryProductRepository([
    Product(id: ProductID("tea"), title: "Green tea", price: Money(minorUnits: 450)),
    Product(id: ProductID("cup"), title: "Tea cup", price: Money(minorUnits: 1290)),
    Product(id: ProductID("pot"), title: "Tea pot", price: Money(minorUnits: 3900), isAvailable: false),
]))

let catalog = app.makeCatalog()
catalog.viewDidLoad()
catalog.select(row: 0)
catalog.select(row: 1)
catalog.select(row: 0)
app.makeCart().appear()

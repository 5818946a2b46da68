import UIKit

enum ListOrders {
    // MARK: Use cases

    enum FetchOrders {
        struct Request {}

        struct Response {
            var orders: [Order]
        }

        struct ViewModel {
            struct DisplayedOrder {
                var id: String
                var date: String
                var total: String
            }
            var displayedOrders: [DisplayedOrder]
        }
    }
}

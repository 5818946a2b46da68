import UIKit

final class CarouselInteractor {
    let view = CarouselView()
}

final class CarouselView: UIView {}

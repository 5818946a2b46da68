final class OrderLogicSpy {
    let real = OrderLogic(cache: CacheRepository())
}

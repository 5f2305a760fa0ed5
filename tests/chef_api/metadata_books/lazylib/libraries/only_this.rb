LAZYLIB_LOADED = (defined?(LAZYLIB_LOADED) ? LAZYLIB_LOADED : []) + ['only_this']

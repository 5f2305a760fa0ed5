name 'lazylib'
version '0.1.0'
eager_load_libraries 'only_*.rb'

name 'badlib'
version '1.0.0'

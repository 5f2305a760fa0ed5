name 'clib'
version '1.0.0'

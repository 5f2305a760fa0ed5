name 'core'
version '0.0.1'

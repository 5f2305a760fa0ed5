name 'jsonfirst'
version '1.0.0'

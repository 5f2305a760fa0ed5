name 'creq'
version '1.0.0'

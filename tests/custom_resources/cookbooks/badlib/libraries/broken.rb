class Chef
  class Resource
    class BadlibThing < Chef::Resource::NoSuchResource
      provides :badlib_thing
    end
  end
end

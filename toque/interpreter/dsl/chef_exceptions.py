"""Chef::Exceptions: the classes Chef 18 raises and cookbooks rescue, with Chef's
superclasses (ValidationFailed is an ArgumentError, ImmutableAttributeModification a
NoMethodError, CannotDetermineHomebrewPath a Chef::Exceptions::Package…), and the
Mixlib::ShellOut and ChefConfig errors they build on. Defined in Python: 160 classes cost
~10 ms a run as Ruby source."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

# (superclass, the classes under it), in an order where each superclass exists already
EXCEPTIONS: tuple[tuple[str, str], ...] = (
    (
        "RuntimeError",
        """
        Application SigInt SigTerm Cron WindowsEnv Exec Execute ErlCall FileNotFound Package
        Service Script Route SearchIndex Override UnsupportedAction MissingLibrary
        CannotDetermineNodeName User Group Link Mount PrivateKeyMissing CannotWritePrivateKey
        RoleNotFound DuplicateRole RedirectLimitExceeded CookbookNotFound
        OnlyApiVersion0SupportedForAction CookbookMergingError AttributeNotFound
        NoSuchAttribute AttributeTypeMismatch InvalidCommandOption CommandTimeout
        RequestedUIDUnavailable
        DsclCommandFailed PlistUtilCommandFailed InvalidResourceReference ResourceNotFound
        ProviderNotFound VerificationNotFound MultipleIdentityError CurrentValueDoesNotExist
        SolrConnectionError IllegalChecksumRevert MissingParentDirectory
        UnresolvableGitReference InvalidRemoteGitReference Win32APIError Win32NotWindows
        WindowsNotAdmin Win32ArchitectureIncorrect DuplicateDataBagItem
        PowershellCmdletException LCMParser AmbiguousYAMLFile FileContentStagingError
        InsufficientPermissions Ifconfig Win32RegKeyMissing Win32RegValueMissing
        Win32RegDataMissing Win32RegValueExists EnvironmentNotFound FileTypeMismatch
        InvalidSymlink ChildConvergeError DeprecatedFeatureError MissingRole RetrievalError
        ConfigurationInvalid FetchFailed MissingSecretName InvalidSecretName
        InvalidFetcherService MissingFetcher IdentityNotFound ContentLengthMismatch
        UnsupportedPlatform RunLockTimeout ChecksumMismatch BadProxyURI
        AmbiguousProviderResolution RunFailedWrappingError PIDFileLockfileMatch
        CookbookChefVersionMismatch CookbookOhaiVersionMismatch MultipleDscResourcesFound
        GemRequirementConflict UnifiedModeImmediateSubscriptionEarlierResource
        UnifiedModeBeforeSubscriptionEarlierResource RestError
    """,
    ),
    (
        "Exception",
        """
        Reboot RebootPending ClientUpgraded
    """,
    ),
    (
        "Mixlib::ShellOut::ShellCommandFailed",
        """
        RebootFailed
    """,
    ),
    (
        "ArgumentError",
        """
        ValidationFailed CannotValidateStaticallyError InvalidPrivateKey MissingKeyAttribute
        KeyCommandInputError BootstrapCommandInputError InvalidKeyArgument InvalidKeyAttribute
        InvalidUserAttribute InvalidClientAttribute AmbiguousRunlistSpecification
        CookbookFrozen CookbookNotFoundInRepo RecipeNotFound InvalidHomeDirectory
        UserIDNotFound GroupIDNotFound ConflictingMembersInGroup InvalidEventType
        InvalidPolicybuilderCall InvalidResourceSpecification CookbookVersionNameMismatch
        InvalidEnvironmentRunListSpecification InvalidDataBagItemID InvalidDataBagName
        EnclosingDirectoryDoesNotExist ObsoleteDependencySyntax InvalidDataBagPath
        CookbookVersionConflict InvalidPlatformVersion InvalidCookbookVersion
        InvalidVersionConstraint InvalidRemoteFileURI Win32RegHiveMissing Win32RegNoRecursive
        Win32RegTypeDoesNotExist Win32RegBadType Win32RegBadValueSize Win32RegTypesMismatch
        RegKeyValuesTypeMissing RegKeyValuesDataMissing InvalidEnvironmentPath
        InvalidSearchQuery DSCModuleNameMissing
    """,
    ),
    (
        "StandardError",
        """
        MissingCookbookDependency MetadataNotValid MetadataNotFound StaleAttributeRead
        MultipleFailures InvalidRunListItems UnsatisfiableRunListItem InvalidRedirect
    """,
    ),
    (
        "NameError",
        """
        NoSuchResourceType
    """,
    ),
    (
        "NotImplementedError",
        """
        Win32APIFunctionNotImplemented IllegalVersionConstraint
    """,
    ),
    (
        "Package",
        """
        CannotDetermineHomebrewPath CannotDetermineWindowsInstallerType NoWindowsPackageSource
    """,
    ),
    (
        "NoMethodError",
        """
        ImmutableAttributeModification
    """,
    ),
    (
        "Win32ArchitectureIncorrect",
        """
        Win32RegArchitectureIncorrect
    """,
    ),
    (
        "RestError",
        """
        RestTargetError RestTimeout RestOperationFailed
    """,
    ),
)
ALIASES = {"NoProviderAvailable": "ProviderNotFound"}


def define(rt: Runtime) -> None:
    consts = rt.Object.consts
    chef = consts.get("Chef") or rt.define_class("Chef")
    mixlib = consts.get("Mixlib") or rt.define_module("Mixlib")
    shell_out = mixlib.consts.get("ShellOut") or rt.define_class("ShellOut", rt.Object, mixlib)
    config = consts.get("ChefConfig") or rt.define_module("ChefConfig")
    # mixlib-shellout's errors: all under Mixlib::ShellOut::Error
    shell_error = _class(rt, shell_out, "Error", consts["RuntimeError"])
    for name in (
        "ShellCommandFailed",
        "CommandTimeout",
        "InvalidCommandOption",
        "EmptyWindowsCommand",
    ):
        _class(rt, shell_out, name, shell_error)
    _class(rt, config, "ConfigurationError", consts["ArgumentError"])
    exceptions = chef.consts.get("Exceptions") or rt.define_module("Exceptions", chef)
    for parent, names in EXCEPTIONS:
        superclass = _resolve(rt, exceptions, parent)
        for name in names.split():
            _class(rt, exceptions, name, superclass)
    for alias, target in ALIASES.items():
        exceptions.consts[alias] = exceptions.consts[target]
    exceptions.consts["ConfigurationError"] = config.consts["ConfigurationError"]


def _class(rt: Runtime, under: Any, name: str, superclass: Any) -> Any:
    return under.consts.get(name) or rt.define_class(name, superclass, under)


def _resolve(rt: Runtime, exceptions: Any, path: str) -> Any:
    """A superclass: one of Chef::Exceptions' own, else a constant path from Object."""
    if path in exceptions.consts:
        return exceptions.consts[path]
    scope = rt.Object
    for part in path.split("::"):
        scope = scope.consts[part]
    return scope
